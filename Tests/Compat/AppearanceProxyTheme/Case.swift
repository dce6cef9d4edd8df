import CompatSupport
import SpecimenUI

/// Builds the screen while the case renders, as a preview builds it, so its `init()` sets the render's proxies.
struct RenderedScreen: View {
  var body: some View { TransactionsScreen().frame(width: 320, height: 240) }
}

// The 96-pt bar is the brand blue (#2E54A3) to the right of the large title and at its top; the bar has no
// hairline (a clear shadow colour), so the row under it (y 97) is the content's white. The segmented picker
// (16 pt in, 112 to 144 pt down) has its selected first segment in the brand blue and its other segments on
// the standard track.
public let compatCase = CompatCase("AppearanceProxyTheme", width: 320, height: 240,
    probes: [.at(300, 20, "#2E54A3", tolerance: 2), .at(300, 80, "#2E54A3", tolerance: 2), .at(300, 97, "#FFFFFF"),
             .at(24, 128, "#2E54A3", tolerance: 2), .at(296, 118, "#EFEFF0", tolerance: 2)]) {
    RenderedScreen()
}
