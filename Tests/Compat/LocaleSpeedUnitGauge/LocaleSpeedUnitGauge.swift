import SwiftUI

// A ride screen's speed tile: the unit comes from the user's locale (iOS 16's
// `UnitSpeed(forLocale:)`), and the gauge's full scale follows the unit, so 60 km/h and 60 mph are
// not drawn at the same point of the arc.

struct SpeedTile: View {
    var metersPerSecond: Double
    var locale: Locale

    private var unit: UnitSpeed { UnitSpeed(forLocale: locale) }
    private var fullScale: Double { unit.symbol == UnitSpeed.milesPerHour.symbol ? 100 : 200 }
    private var speed: Measurement<UnitSpeed> {
        Measurement(value: metersPerSecond, unit: UnitSpeed.metersPerSecond).converted(to: unit)
    }

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: 0.5)
                .stroke(Color.gray.opacity(0.25), style: StrokeStyle(lineWidth: 14, lineCap: .butt))
            Circle()
                .trim(from: 0, to: 0.5 * min(speed.value / fullScale, 1))
                .stroke(Color.green, style: StrokeStyle(lineWidth: 14, lineCap: .butt))
        }
        .rotationEffect(.degrees(180))
        .frame(width: 120, height: 120)
        .overlay(alignment: .bottom) {
            Text(speed, format: .measurement(width: .abbreviated, numberFormatStyle: .number.precision(.fractionLength(0))))
                .font(.headline)
                .padding(.bottom, 30)
        }
        .environment(\.locale, locale)
    }
}

struct SpeedTiles: View {
    var body: some View {
        HStack(spacing: 20) {
            SpeedTile(metersPerSecond: 22.35, locale: Locale(identifier: "en_US"))
            SpeedTile(metersPerSecond: 22.35, locale: Locale(identifier: "de_DE"))
        }
        .padding(10)
    }
}
