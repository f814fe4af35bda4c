export default function Page() {
  return (
    <main>
      <h1>A page</h1>
      <p>Nothing but React Router's own work goes into this document.</p>
    </main>
  );
}
