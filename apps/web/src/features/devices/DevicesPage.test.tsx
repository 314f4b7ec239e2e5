// /Devices: the brewer's devices as a brewer reads them (batch link, last seen, battery and signal,
// readings waiting), and "Add device": the schema's messages, then the secret URL shown once with its
// Copy button and the setup steps filled in with it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDevice } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';

const URL = 'https://brew.example.com/api/ingest/s3cr3t';

describe('Devices', () => {
  it('lists each device with its batch, when it was last seen, its battery and signal and what is waiting', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 5_000).toISOString();
    stubApi({
      'GET /api/devices': [
        buildDevice({
          id: 'd1',
          name: 'Blue iSpindel',
          batch: { id: 'b7', number: 7, name: 'Copper IPA' },
          lastSeenAt: fiveMinutesAgo,
          lastExtras: { battery: 3.9, batteryUnit: 'V', signal: -67 },
        }),
        buildDevice({ id: 'd2', name: 'Red Tilt', type: 'tilt', waitingReadings: 3 }),
      ],
    });
    renderApp({ route: '/Devices', session: true });
    const list = await screen.findByRole('list', { name: 'Devices' });
    const [blue, red] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(within(blue!).getByRole('link', { name: 'Blue iSpindel' })).toHaveAttribute('href', '/Devices/d1');
    expect(within(blue!).getByRole('link', { name: '#7 Copper IPA' })).toHaveAttribute('href', '/Batches/b7');
    expect(blue).toHaveTextContent('Last seen: 5 minutes ago');
    expect(blue).toHaveTextContent('Battery 3.9 V');
    expect(blue).toHaveTextContent('Signal -67 dBm');
    expect(blue).not.toHaveTextContent('waiting');
    expect(red).toHaveTextContent('Tilt (Tilt app or TiltBridge)');
    expect(red).toHaveTextContent('Batch: none');
    expect(red).toHaveTextContent('Last seen: never');
    expect(red).toHaveTextContent('3 readings waiting');
  });

  it('says what to do when there is no device yet', async () => {
    stubApi({ 'GET /api/devices': [] });
    renderApp({ route: '/Devices', session: true });
    expect(
      await screen.findByText(
        'No devices yet: add your hydrometer to get the secret URL it posts its readings to.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a device: the messages first, then the secret URL once with the iSpindel setup filled in', async () => {
    let devices = [] as ReturnType<typeof buildDevice>[];
    const { calls } = stubApi({
      'GET /api/devices': () => devices,
      'POST /api/devices': (call: { body: unknown }) => {
        const device = buildDevice({ id: 'd9', ...(call.body as object) });
        devices = [device];
        return { device, url: URL, token: 's3cr3t' };
      },
    });
    const { user } = renderApp({ route: '/Devices', session: true });
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add device' });
    await user.click(within(dialog).getByRole('button', { name: 'Add device' }));
    expect(await within(dialog).findByText('Device name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Device type is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Blue iSpindel');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'iSpindel');
    await user.click(within(dialog).getByRole('button', { name: 'Add device' }));

    const shown = await screen.findByRole('dialog', { name: 'Blue iSpindel added' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Blue iSpindel',
      type: 'ispindel',
    });
    expect(within(shown).getByText('Copy the URL now: it is shown only this once.')).toBeInTheDocument();
    expect(within(shown).getByText(URL)).toBeInTheDocument();
    expect(within(shown).getByText('brew.example.com')).toBeInTheDocument();
    expect(within(shown).getByText('443')).toBeInTheDocument();
    expect(within(shown).getByText('/api/ingest/s3cr3t')).toBeInTheDocument();
    expect(within(shown).getByText(/"Service Type" to "HTTP"/)).toBeInTheDocument();
    expect(within(shown).getByText(/at most one reading every 2 seconds/)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Copy Secret URL' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(await screen.findByText('Secret URL copied.')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Blue iSpindel' })).toBeInTheDocument();
    expect(screen.queryByText(URL)).not.toBeInTheDocument();
  });

  it('shows RAPT its webhook payload to paste, with a Copy button', async () => {
    stubApi({
      'GET /api/devices': [],
      'POST /api/devices': { device: buildDevice({ name: 'Pill', type: 'rapt' }), url: URL, token: 's3cr3t' },
    });
    const { user } = renderApp({ route: '/Devices', session: true });
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    await user.type(await screen.findByLabelText('Name'), 'Pill');
    await user.selectOptions(screen.getByLabelText('Type'), 'RAPT Pill');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add device' }));
    const shown = await screen.findByRole('dialog', { name: 'Pill added' });
    expect(within(shown).getByText(/"gravity": "@gravity"/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy Payload' }));
    expect(await navigator.clipboard.readText()).toContain('"device_name": "@device_name"');
  });
});
