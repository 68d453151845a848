/** BuildCores OpenDB's data is under ODC-By 1.0: attribution wherever its specs are shown. */
export const OPENDB_URL = 'https://github.com/buildcores/buildcores-open-db';
export const ODC_BY_URL = 'https://opendatacommons.org/licenses/by/1-0/';

export function OpenDbCredit({ className }: { className?: string }) {
  return (
    <p className={className}>
      Parte de las especificaciones proviene de{' '}
      <a href={OPENDB_URL} target="_blank" rel="noopener noreferrer">
        BuildCores OpenDB
      </a>
      , bajo la licencia{' '}
      <a href={ODC_BY_URL} target="_blank" rel="noopener noreferrer">
        Open Data Commons Attribution License (ODC-By 1.0)
      </a>
      .
    </p>
  );
}
