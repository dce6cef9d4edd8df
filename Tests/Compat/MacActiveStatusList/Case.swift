import CompatSupport
import SpecimenUI

// A plain list of two 44-pt rows: each row's 12-pt dot (x 16-28, centred on y 22 and 66) is green, as the
// app is active (`NSApp.isActive`); the row text starts after it.
public let compatCase = CompatCase("MacActiveStatusList", width: 240, height: 100,
    probes: [.at(22, 22, "#34C759"), .at(22, 66, "#34C759"), .at(8, 22, "#FFFFFF"), .at(22, 33, "#FFFFFF")]) {
    SyncStatusList()
        .frame(width: 240, height: 100)
}
