// The design system's primitives. app/_components/README.md says what each is for.
export { Avatar } from "./avatar";
export { Badge, type BadgeTone } from "./badge";
export { Banner } from "./banner";
export { Button, ButtonLink, buttonClass } from "./button";
export { Card } from "./card";
export { CommandBox } from "./command-box";
export { EmptyState } from "./empty-state";
export { focusRing, textLink } from "./focus";
export * from "./icons";
export { Checkbox, SelectField, TextField, TextArea } from "./input";
export { Container, PageHeader, SectionHeading } from "./page";
export { SeverityBadge } from "./severity-badge";
export { Stat } from "./stat";
export { TabNav } from "./tab-nav";
export { TimeAgo } from "./time-ago";
export { statusKind, verdictCopy } from "./verdict-badge";
export { VerdictBadge } from "./verdict-badge-client";
