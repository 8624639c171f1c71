import { useEffect, useState } from 'react';

interface ChainHealth {
  indexed: boolean;
  indexedHeight?: number | null;
  nodeHead?: number | null;
  lag?: number | null;
}
interface Health {
  status: string;
  database: string;
  chains: Record<string, ChainHealth>;
}

/**
 * Placeholder start page until the explorer screens land: shows what the indexer really has,
 * read from /api/health every 5 s. No invented figures.
 */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    const load = async () => {
      try {
        const res = await fetch('/api/health');
        const body = (await res.json()) as { data: Health };
        if (alive) {
          setHealth(body.data);
          setError(null);
        }
      } catch {
        if (alive) setError('网络错误，请稍后重试');
      }
    };
    void load();
    const timer = setInterval(load, 5000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
      <h1>区块链浏览器</h1>
      {error && <p role="alert">{error}</p>}
      {health && (
        <table>
          <thead>
            <tr>
              <th>链</th>
              <th>已索引高度</th>
              <th>节点高度</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(health.chains).map(([chain, c]) => (
              <tr key={chain}>
                <td>{chain.toUpperCase()}</td>
                <td>{c.indexed ? (c.indexedHeight ?? '—') : '尚未索引'}</td>
                <td>{c.indexed ? (c.nodeHead ?? '—') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href="/api/docs">API 文档</a>
      </p>
    </main>
  );
}
