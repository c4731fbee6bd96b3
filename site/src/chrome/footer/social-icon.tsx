/** Small monochrome marks for the three social links; the link's label names the network. */
export function SocialIcon({ network }: { network: string }) {
  const paths: Record<string, string> = {
    linkedin:
      "M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h3v1.6c.5-.9 1.6-1.8 3.3-1.8 3.2 0 3.7 2 3.7 " +
      "4.7V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z",
    x: "M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.1L20.5 20H16l-4.3-6-5.3 6H4l6.5-7.4z",
    youtube:
      "M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12a27 27 0 0 0 .4 3.8 2.6 2.6 " +
      "0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8 27 27 0 0 0 .4-3.8 27 27 0 0 0-.4-3.8zM10.2 14.6V9.4l4.6 " +
      "2.6z",
    facebook: "M14 8h3V4.5h-3c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5h3l.5-3.5h-3.5V8.9c0-.6.3-.9.5-.9z",
    instagram:
      "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm4.5 5a4 4 0 1 0 0 8 4 4 " +
      "0 0 0 0-8zm5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  };
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[network] ?? ""} />
    </svg>
  );
}
