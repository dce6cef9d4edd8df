import CompatSupport
import SpecimenUI

// Nothing is presented (grey, #8E8E93), the locale set with `.environment(\.locale, …)` reaches the
// view (green), the calendar and time zone have their still-frame defaults (blue).
public let compatCase = CompatCase("SystemEnvironmentActions", width: 90, height: 30,
    probes: [.at(15, 15, "#8E8E93"), .at(45, 15, "#34C759"), .at(75, 15, "#007AFF")]) {
    LinkRow()
        .environment(\.locale, Locale(identifier: "nb_NO"))
        .environment(\.openURL, OpenURLAction { _ in .handled })
}
