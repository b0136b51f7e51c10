import { DownloadButton } from '../../components/DownloadButton';

/** "Export CSV" of what the table's search and filters select. */
export function ExportButton({
  file,
  filters,
}: {
  file: 'contactus' | 'reservation' | 'registrations';
  filters: Record<string, string | null | undefined>;
}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const text = query.toString();
  const day = new Date().toISOString().slice(0, 10);
  return (
    <DownloadButton
      url={`/api/export/${file}.csv${text ? `?${text}` : ''}`}
      fileName={`${file}-${day}.csv`}
      label="Export CSV"
    />
  );
}
