/**
 * The slim bar every page shows while payments go to a test provider, so nobody mistakes a test
 * checkout for a real purchase. It sits at the bottom of the window, lets clicks through, and a
 * spacer of its height keeps the footer's last line clear of it.
 */
export function TestModeNotice() {
  return (
    <>
      <div aria-hidden className="h-8" />
      <aside
        aria-label="Test mode"
        data-test-mode-bar
        className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex h-8 items-center justify-center bg-accent px-2 text-center text-[11px] leading-tight text-accent-foreground sm:text-sm"
      >
        <p>
          <strong>Test mode:</strong> payments are simulated, no real payment is taken.
        </p>
      </aside>
    </>
  );
}
