import type { Send } from './protocol';
import { useRequest } from './use-request';

type Props = { send: Send; url: string | null };

/** What the service makes of this page's address: asset type, normalized content, identifier. */
export function PopupParse({ send, url }: Props) {
  // Only web addresses are worth asking about; browser pages (chrome://, about:) never leave the device.
  const web = url !== null && /^https?:\/\//i.test(url);
  const [res] = useRequest(() => (web ? send({ type: 'parse', content: url }) : Promise.resolve(null)), [send, url]);
  let body;
  if (res.kind === 'loading') body = <p id="parse-status">Reading the address…</p>;
  else if (res.kind === 'failed')
    body = <p id="parse-status" class="status-bad">Palisade's background service did not answer ({res.message}).</p>;
  else if (res.value === null) body = <p id="parse-status">Only web pages can be read; this tab shows none.</p>;
  else if (!res.value.ok)
    body = <p id="parse-status" class="status-bad">The address could not be read: {res.value.message}</p>;
  else if (res.value.parsed === null)
    body = <p id="parse-status">Palisade does not recognise this address as something it can list.</p>;
  else {
    const p = res.value.parsed;
    body = (
      <dl>
        <dt>Type</dt>
        <dd id="parse-type">{p.type}</dd>
        <dt>Address</dt>
        <dd id="parse-content">{p.content}</dd>
        <dt>Identifier</dt>
        <dd id="parse-identifier">{p.identifier ? p.identifier : 'none'}</dd>
      </dl>
    );
  }
  return (
    <section aria-labelledby="parse-heading">
      <h2 id="parse-heading">As Palisade reads it</h2>
      {body}
    </section>
  );
}
