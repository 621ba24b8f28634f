import type { NextApiRequest, NextApiResponse } from 'next';
import { handleNodeRequest } from '@/server/http/node-adapter';
import { apiRoutes } from '@/server/http/routes';

// The reference backend parses bodies itself (size limit, its own error format) and answers every
// request, so Next's body parser stays off.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default function serviceApi(request: NextApiRequest, response: NextApiResponse) {
  return handleNodeRequest(request, response, apiRoutes);
}
