import SwiftUI

// A speedometer drawn by a custom GaugeStyle: a three-quarter ring opening at the bottom, filled
// to the gauge's fraction, with tick marks cut from a dashed stroke and the current value inside.
struct SpeedometerGaugeStyle: GaugeStyle {
    private let needleColor = Color(red: 107 / 255, green: 116 / 255, blue: 179 / 255)

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .foregroundStyle(Color(.systemGray6))

            Circle()
                .trim(from: 0, to: 0.75 * configuration.value)
                .stroke(needleColor, lineWidth: 20)
                .rotationEffect(.degrees(135))

            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: .butt, lineJoin: .round, dash: [1, 34], dashPhase: 0.0))
                .rotationEffect(.degrees(135))

            VStack {
                configuration.currentValueLabel
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .foregroundStyle(.gray)
                Text("KM/H")
                    .font(.system(.body, design: .rounded))
                    .bold()
                    .foregroundStyle(.gray)
            }
        }
        .frame(width: 160, height: 160)
    }
}

struct SpeedometerView: View {
    var speed = 140.0

    var body: some View {
        Gauge(value: speed, in: 0...200) {
            Image(systemName: "gauge.medium")
        } currentValueLabel: {
            Text("\(speed.formatted(.number))")
        }
        .gaugeStyle(SpeedometerGaugeStyle())
    }
}
