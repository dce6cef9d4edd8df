import CompatSupport
import SpecimenUI

// Swift 6 mode: `.task { hydrate() }` and `.task(id:)` call the view's main-actor methods, which
// compiles only because the task closure inherits the view's actor. The three goal rows stack from
// the top (the first's fill at (160, 40), white between rows at (160, 78), the selected middle
// row's accent checkmark at (285, 112)); the save bar is inset at the bottom, its accent button
// at (160, 250).
public let compatCase = CompatCase("SaveBarTaskIsolationSwift6", width: 320, height: 300,
    probes: [.at(160, 40, "#F2F2F7"), .at(160, 78, "#FFFFFF"), .at(285, 112, "#4F45E6"), .at(160, 250, "#4F45E6")]) {
    GoalPreferencesView()
        .frame(width: 320, height: 300)
}
