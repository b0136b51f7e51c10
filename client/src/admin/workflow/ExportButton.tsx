import { DownloadButton } from '../../components/DownloadButton';

/**
 * "Export CSV" of what the table's search and filters select. They go in the request's body:
 * a search is often a phone number or a name, and an address ends up in logs.
 */
export function ExportButton({
  file,
  filters,
}: {
  file: 'contactus' | 'reservation' | 'registrations';
  filters: Record<string, string | null | undefined>;
}) {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value) body[name] = value;
  const day = new Date().toISOString().slice(0, 10);
  return (
    <DownloadButton
      url={`/api/export/${file}.csv`}
      body={body}
      fileName={`${file}-${day}.csv`}
      label="Export CSV"
    />
  );
}
