/** The Storyfront word mark: a story ring and the name. Decorative; the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} width="148" height="32" viewBox="0 0 148 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke="#1b5cff" strokeWidth="3" strokeDasharray="18 3" />
      <circle cx="16" cy="16" r="7" fill="#1b5cff" />
      <text
        x="36"
        y="22"
        fontFamily="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif"
        fontSize="18"
        fontWeight="700"
        fill="#14171f"
      >
        Storyfront
      </text>
    </svg>
  );
}
