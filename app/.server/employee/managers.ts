import { employeePortalContent } from "#app/content/employee-portal.ts";

export type PortalManager = {
  id: string;
  name: string;
  title: string;
  email: string;
  busy: boolean;
};

/** The sample managers, with addresses on the company domain the site is configured with. */
export function listManagers(emailDomain: string): PortalManager[] {
  const domain = emailDomain.toLowerCase();
  return employeePortalContent.managers.map((manager) => ({
    id: manager.id,
    name: manager.name,
    title: manager.title,
    email: `${manager.emailLocalPart}@${domain}`,
    busy: manager.busy,
  }));
}

export function findManagerById(emailDomain: string, id: string): PortalManager | undefined {
  return listManagers(emailDomain).find((manager) => manager.id === id);
}

export function findManagerByEmail(emailDomain: string, email: string): PortalManager | undefined {
  const wanted = email.toLowerCase();
  return listManagers(emailDomain).find((manager) => manager.email === wanted);
}
