import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyReportChange, readReportParams, writeReportParams, type ReportParams } from '../utils/report-params';

/**
 * The chosen report and its filters live in the URL: a copied link shows the same view, and each
 * change is a history entry, so Back returns to the previous filters.
 */
export function useReportParams(today: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readReportParams(searchParams, today), [searchParams, today]);
  const update = useCallback(
    (change: Partial<ReportParams>) => {
      setSearchParams((previous) => writeReportParams(applyReportChange(readReportParams(previous, today), change)));
    },
    [setSearchParams, today],
  );
  return { params, update };
}
