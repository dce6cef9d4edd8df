import SwiftUI

// A diet app's remaining-calories ring: a trimmed circle turned to start at twelve o'clock,
// with a concatenated Text in the middle.
struct RemainingRingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .trim(from: 0.0, to: CGFloat(configuration.value))
                .stroke(Color.blue, lineWidth: 8)
                .rotationEffect(.degrees(-90))

            Text("\(Int(configuration.value * 100)) ")
                .font(.title2)
                .bold()
            +
            Text("left")
                .font(.footnote)
        }
        .frame(width: 100, height: 100)
    }
}

struct RemainingCaloriesCard: View {
    var body: some View {
        Gauge(value: 0.25) {
            Text("Calories")
        }
        .gaugeStyle(RemainingRingGaugeStyle())
    }
}
