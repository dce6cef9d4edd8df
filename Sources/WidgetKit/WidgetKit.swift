// `import WidgetKit` for widget extensions' view files (iOS 14–18): `WidgetFamily` and the widget
// environment (`\.widgetFamily`, `\.widgetRenderingMode`, `\.showsWidgetContainerBackground`,
// `\.widgetContentMargins`), `widgetAccentable`, `widgetURL`, `AccessoryWidgetBackground`, and the
// timeline and configuration types a widget file declares next to its view (`TimelineEntry`,
// `TimelineProvider`, `Timeline`, `Widget`, `StaticConfiguration`, `WidgetBundle`). A still draws a
// widget's entry view: nothing asks a provider for a timeline and no configuration is shown.
// Re-exports SpecimenUI.
@_exported import SpecimenUI
