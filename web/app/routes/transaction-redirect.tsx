import { Navigate, useParams } from 'react-router-dom';

/** ARCHITECTURE §9: the spec's second name for a customer transaction lands on the one real page. */
export function TransactionRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/transactions/${encodeURIComponent(id)}`} replace />;
}
