import CompatSupport
import SpecimenUI

// A file shared with visionOS: `#Preview(windowStyle:)` and `Scene.windowStyle(_:)` compile (a window
// style changes nothing on an iPhone). The tab view shows its selected second tab, a grouped form
// whose toggle is bound through `@Bindable` (declared in `body`) to an `@Observable` model read from
// the environment: the switch is on, green at (250, 60), on the grouped background (10, 300); the
// selected gear in the tab bar is blue (231, 389); the sheet bound to the model is not drawn.
public let compatCase = CompatCase("WindowStyleBindableTabs", width: 320, height: 420,
    probes: [.at(250, 60, "#34C759"), .at(10, 300, "#F2F2F7"), .at(231, 389, "#007AFF")]) {
    ReaderRootView()
        .environment(ReaderPreferences())
        .environment(LibraryStore())
}
