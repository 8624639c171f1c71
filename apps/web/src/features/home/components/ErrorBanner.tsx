/** The home error banner: the server's message, 获取数据失败, or 网络错误，请稍后重试. */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <div className="error-banner" role="alert" data-testid="home-error">
      {message}
    </div>
  );
}
