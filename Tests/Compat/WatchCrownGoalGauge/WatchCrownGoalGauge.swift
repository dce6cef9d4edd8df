import SwiftUI

// A goal screen from a watch target whose files the phone app shares: the Digital Crown moves the
// goal in steps of 5 (`focusable` first, then `digitalCrownRotation`), a red-to-green ring shows
// today's minutes against it, and a bar shows the week with watchOS's linear gauge.
struct GoalRing: View {
    let minutes: Double
    let goal: Double

    var body: some View {
        Gauge(value: minutes, in: 0...goal) {
            Text("MIN")
        } currentValueLabel: {
            Text("\(Int(minutes))")
        }
        .gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.red, .yellow, .green])))
    }
}

struct WeekBar: View {
    let fraction: Double

    var body: some View {
        Gauge(value: fraction) {
            Text("Week")
        }
        .gaugeStyle(LinearGaugeStyle(tint: Color.orange))
    }
}

struct GoalScreen: View {
    @State private var goal = 60.0
    @State private var minutes = 45.0
    @State private var scroll = 0.0
    @State private var detent = 2.0

    var body: some View {
        VStack(spacing: 8) {
            GoalRing(minutes: minutes, goal: goal)
                .focusable(true)
                .digitalCrownRotation($goal, from: 5, through: 240, by: 5, sensitivity: .medium,
                                      isContinuous: false, isHapticFeedbackEnabled: true)
            Text("Goal \(Int(goal)) min")
                .font(.footnote)
                .focusable()
                .digitalCrownRotation($scroll, onChange: { event in
                    print("crown", event.offset, event.velocity)
                }, onIdle: {
                    print("crown idle")
                })
                .digitalCrownAccessory(.hidden)
            WeekBar(fraction: 0.5)
                .digitalCrownRotation(detent: $detent, from: 0, through: 6, by: 1, sensitivity: .low)
                .digitalCrownAccessory {
                    Text("\(Int(detent))")
                }
        }
        .padding(8)
    }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    static var goal: CircularGaugeStyle { .circular }
}
