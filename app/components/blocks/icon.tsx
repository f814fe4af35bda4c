import {
  Briefcase,
  Building2,
  Calendar,
  Compass,
  Cpu,
  GraduationCap,
  Heart,
  KeyRound,
  type LucideIcon,
  MessageCircle,
  Package,
  Rocket,
  Shield,
  Shirt,
  ShoppingBag,
  Sparkles,
  Users,
} from "lucide-react";
import type { IconName } from "#app/content/schemas/blocks.ts";

const icons: Record<IconName, LucideIcon> = {
  sparkles: Sparkles,
  key: KeyRound,
  users: Users,
  building: Building2,
  cpu: Cpu,
  shirt: Shirt,
  "graduation-cap": GraduationCap,
  package: Package,
  shield: Shield,
  compass: Compass,
  rocket: Rocket,
  heart: Heart,
  calendar: Calendar,
  "shopping-bag": ShoppingBag,
  briefcase: Briefcase,
  message: MessageCircle,
};

/** A decorative icon named in content data. */
export function BlockIcon(props: { name: IconName; className?: string }) {
  const Icon = icons[props.name];
  return <Icon aria-hidden="true" className={props.className ?? "size-6"} />;
}
