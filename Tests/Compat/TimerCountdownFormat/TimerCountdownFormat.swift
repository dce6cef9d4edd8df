import SwiftUI

/// A departure board tile: a live countdown to boarding written with iOS 18's time data source and timer
/// format, a count-up since the gate opened, and a caption scaled with the caption text style.
struct BoardingCountdownTile: View {
    let gateOpened: Date
    let boarding: Date

    @ScaledMetric(relativeTo: .caption) private var captionSize = 12.0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(.currentDate, format: .timer(countingDownIn: gateOpened..<boarding))
                .font(.system(size: 40, weight: .semibold, design: .rounded))
                .monospacedDigit()
                .background(Color.yellow)
            Text("until boarding")
                .font(.system(size: captionSize))
                .foregroundStyle(.secondary)
            Text(.currentDate, format: .timer(countingUpIn: gateOpened..<boarding, showsHours: false))
                .font(.system(size: 40, weight: .semibold, design: .rounded))
                .monospacedDigit()
                .background(Color.mint)
        }
        .padding(12)
    }
}
