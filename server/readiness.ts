/**
 * Whether this process should get traffic: not while it starts (migrations, seeding, the build
 * loading), and no longer once it has been asked to stop, so a load balancer moves on before the
 * process stops taking connections.
 */
export type Readiness = {
  readonly state: "starting" | "ready" | "stopping";
  markReady(): void;
  markStopping(): void;
};

export function createReadiness(): Readiness {
  let state: Readiness["state"] = "starting";
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === "starting") state = "ready";
    },
    markStopping() {
      state = "stopping";
    },
  };
}
