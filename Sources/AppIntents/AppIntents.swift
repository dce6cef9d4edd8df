// `import AppIntents` for intent files and interactive widgets (iOS 16/17): `AppIntent`,
// `WidgetConfigurationIntent`, `@Parameter`, `IntentDescription`, the `IntentResult` family with
// `.result(…)`, and SwiftUI's intent controls (`Button(intent:)`, `Toggle(isOn:intent:)`), which
// draw as the plain controls. A still never performs an intent. Re-exports SpecimenUI, as the other
// framework shims do, for `LocalizedStringResource`.
@_exported import SpecimenUI
@_exported import Foundation
