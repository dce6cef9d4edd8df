import Foundation
import SwiftUI

/// Duration strings for a workout summary, kept in one place as many apps do.
enum DurationText {
    static let clock: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        return formatter
    }()

    static let compact: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()
}

/// A workout row: the elapsed time as a clock, a pill with the rest time, and a bar whose width is
/// the text's.
struct WorkoutSummaryRow: View {
    let elapsed: TimeInterval
    let rest: TimeInterval

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 0) {
                Text(DurationText.clock.string(from: elapsed) ?? "--")
                    .font(.system(size: 20, weight: .semibold, design: .monospaced))
                Rectangle()
                    .fill(Color.orange)
                    .frame(width: 12, height: 20)
            }
            HStack(spacing: 0) {
                Text(DurationText.compact.string(from: rest) ?? "--")
                    .font(.system(size: 20, design: .monospaced))
                Rectangle()
                    .fill(Color.green)
                    .frame(width: 12, height: 20)
            }
        }
        .padding(10)
    }
}
