import Foundation
import SwiftUI

// A clock face as widgets and dashboards write it: a TimelineView re-drawing every minute, the
// hand's angle computed from `context.date`; a periodic and an animation schedule beside it.
struct ClockFace: View {
    var body: some View {
        HStack(spacing: 10) {
            TimelineView(.everyMinute) { context in
                let minutes = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: context.date).minute ?? 0
                ZStack {
                    Circle().fill(Color.yellow)
                    Rectangle().fill(Color.black)
                        .frame(width: 4, height: 30)
                        .offset(y: -15)
                        .rotationEffect(.degrees(Double(minutes) * 6))
                }
                .frame(width: 80, height: 80)
            }
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
            }
            TimelineView(.animation(minimumInterval: 1 / 30, paused: false)) { context in
                (context.cadence == .live ? Color.blue : Color.red).frame(width: 20, height: 20)
            }
        }
    }
}
