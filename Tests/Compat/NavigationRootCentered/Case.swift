import CompatSupport
import SpecimenUI

// Two 200 × 400 screens side by side. Left: a navigation stack with no title, whose root VStack
// (a 40-pt orange symbol, a link, a prominent button) sits in the middle of the space under the
// bar, as iOS centres a stack's root: the symbol is orange at (101, 183), the button's blue
// platter crosses (60, 250), and the top of the screen (100, 70) is empty. Right: the bar hidden,
// the 60-pt circle in the middle of the whole screen: indigo at (300, 200), white at (300, 40).
public let compatCase = CompatCase("NavigationRootCentered", width: 400, height: 400,
    probes: [.at(101, 183, "#FF9500"), .at(60, 250, "#007AFF"), .at(100, 70, "#FFFFFF"),
             .at(300, 200, "#5856D6"), .at(300, 40, "#FFFFFF")]) {
    HStack(spacing: 0) {
        WelcomeScreen().frame(width: 200, height: 400)
        HiddenBarSplash().frame(width: 200, height: 400)
    }
}
