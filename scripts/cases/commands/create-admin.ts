import { createAdmin as createAdminEndpoint } from '../../../src/contracts/staff';
import { type Command, text, requestOf } from '../command';

export const createAdmin: Command = {
  name: 'create-admin',
  summary: 'Create an admin of the browser back office and print their one-time enrolment link',
  options: [
    { name: 'email', value: '<address>', description: "the admin's e-mail address (their sign-in name)", required: true, field: 'email' },
    { name: 'name', value: '<name>', description: "the admin's name, as the back office shows it", required: true, field: 'name' },
    { name: 'language', value: 'de|en', description: 'the language of the enrolment page (default de)', field: 'language' },
  ],
  notes: [
    'The first admin is created here; admins then invite everyone else in the back office. The link is printed once and not mailed: hand it to the admin yourself. On it they set a password and two-factor sign-in (an authenticator app). It works for 3 days and once; create the admin anew with another address if it expires unused.',
  ],
  example: 'create-admin --email alex@provider.example --name "Alex Admin"',
  async run({ values, io, client, json, fail }) {
    const request = requestOf(createAdminEndpoint, { email: text(values, 'email'), name: text(values, 'name'), language: text(values, 'language') });
    if (!request.ok) return fail(request);
    const response = await client.createAdmin(request.body);
    if (!response.ok) return fail(response);
    if (json) io.out(JSON.stringify(response.data, null, 2));
    else {
      const { member, enrolment_link: link, expires_at: expiresAt } = response.data;
      io.out(`Admin created: ${member.name} <${member.email}>`);
      io.out(`Enrolment link (valid until ${expiresAt}, works once):`);
      io.out(link);
    }
    return 0;
  },
};
