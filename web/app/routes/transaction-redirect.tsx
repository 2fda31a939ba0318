import { Navigate, useParams } from 'react-router-dom';

/** The second address of a customer transaction lands on the one real page (docs/product.md#web-routes). */
export function TransactionRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/transactions/${encodeURIComponent(id)}`} replace />;
}
