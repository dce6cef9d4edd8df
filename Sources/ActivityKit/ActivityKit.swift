// `import ActivityKit` for Live Activities (iOS 16.1): `ActivityAttributes` with its `ContentState`,
// `Activity` (request, update, end), `ActivityContent`, `ActivityState`, dismissal policies, alert
// configurations and `ActivityAuthorizationInfo`. A still has no Lock Screen or Dynamic Island:
// nothing is requested or shown, and a Live Activity's views draw as views wherever a render puts
// them (the configurations are in WidgetKit). Re-exports SpecimenUI.
@_exported import SpecimenUI
@_exported import Foundation
