import Foundation
import SwiftUI

// Weather and route rows as iOS 15+ code writes them: `Text(_:format: .measurement(width:usage:))`,
// a custom `FormatStyle` wrapping a `Measurement<UnitLength>.FormatStyle` built once, exposed as a
// static member, and `Measurement.formatted()`.
struct TrailLengthStyle: FormatStyle {
    typealias FormatInput = Measurement<UnitLength>
    typealias FormatOutput = String

    func format(_ value: Measurement<UnitLength>) -> String {
        value.formatted(trailLengthStyle)
    }
}

extension FormatStyle where Self == TrailLengthStyle {
    static var trailLength: Self { Self() }
}

private let trailLengthStyle = Measurement<UnitLength>.FormatStyle(
    width: .abbreviated,
    usage: .road,
    numberFormatStyle: .number.precision(.fractionLength(0...1))
)

struct ForecastRow: View {
    let temperature: Measurement<UnitTemperature>
    let trail: Measurement<UnitLength>

    var body: some View {
        HStack {
            Text(temperature, format: .measurement(width: .abbreviated, usage: .weather))
                .font(.title2.bold())
            Spacer()
            Text(trail, format: .trailLength)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 12)
        .frame(height: 44)
        .background(Color.cyan.opacity(0.2), in: RoundedRectangle(cornerRadius: 10))
    }
}
