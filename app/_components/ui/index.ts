// Small UI primitives shared by pages until the full design system arrives.
export { Banner, type BannerTone } from "./banner";
export { Button, ButtonLink, buttonClass, type ButtonTone } from "./button";
export { Card } from "./card";
export { Checkbox, SelectField, TextField } from "./input";
