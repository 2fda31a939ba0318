import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** A list or page that failed to load: its message and a way to try again (docs/product.md#transaction-lists). */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error" title={message}>
        Periksa koneksi internet Anda lalu coba lagi.
      </Alert>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Memuat...' : 'Coba Lagi'}
      </Button>
    </div>
  );
}
