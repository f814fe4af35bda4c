// The site's service worker: it only shows push notifications and opens their page on a click.
// It caches nothing and handles no fetches, so pages always come from the server.

self.addEventListener("push", (event) => {
  let message = { title: "Celestial Collective", body: "", url: "/" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A message without a readable payload still shows the site's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/favicon.svg",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only the site's own pages: a payload can never send the browser elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
