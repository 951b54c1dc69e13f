/** The landing area (platform §2). Its widgets arrive with the modules that feed them. */
export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h2 id="home-title">Home</h2>
      <p>Welcome to Switchboard.</p>
    </section>
  );
}
