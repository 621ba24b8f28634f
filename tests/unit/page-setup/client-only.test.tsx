import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '@/page-setup/client-only';

/** Records every value useHydrated gives its component. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'server'}</p>;
}

/** The probe, and a second one that the test mounts after hydration (a step or part shown later). */
function Page({ seen, later }: { seen: boolean[]; later: boolean[] }) {
  const [showLater, setShowLater] = useState(false);
  return (
    <main>
      <Probe seen={seen} />
      <button type="button" onClick={() => setShowLater(true)}>
        more
      </button>
      {showLater && <Probe seen={later} />}
    </main>
  );
}

test('false in the server page and while hydrating, true afterwards; a part mounted later is true at once', async () => {
  const seen: boolean[] = [];
  const later: boolean[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={[]} later={[]} />);
  expect(container.textContent).toContain('server');
  document.body.append(container);

  const root = await act(async () => hydrateRoot(container, <Page seen={seen} later={later} />));
  expect(seen[0]).toBe(false);
  expect(container.textContent).toContain('hydrated');

  await act(async () => container.querySelector('button')?.click());
  expect(later).toEqual([true]);

  act(() => root.unmount());
  container.remove();
});
