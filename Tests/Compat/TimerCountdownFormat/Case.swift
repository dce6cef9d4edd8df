import CompatSupport
import Foundation
import SpecimenUI

// A still shows the timers at their interval's start: the countdown "10:00" (its yellow background runs
// to x 110: yellow at (106, 15)), the count-up "0:00" (its mint background ends at x 96: mint at
// (92, 93), white at (104, 110)).
public let compatCase = CompatCase("TimerCountdownFormat", width: 240, height: 170,
    probes: [.at(106, 15, "#FFCC00"), .at(14, 14, "#FFCC00"), .at(92, 93, "#00C7BE"), .at(104, 110, "#FFFFFF")]) {
    BoardingCountdownTile(gateOpened: Date(timeIntervalSinceReferenceDate: 0),
                          boarding: Date(timeIntervalSinceReferenceDate: 600))
        .frame(width: 240, height: 170, alignment: .topLeading)
}
