import SwiftUI

/// A forecast tile and a power stat, with the SF Symbols a weather and an energy app use.
struct ForecastTile: View {
    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "cloud.sun.rain.fill")
                .font(.system(size: 64))
                .foregroundStyle(.gray)
            Image(systemName: "bolt.horizontal.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.red)
            Image(systemName: "bolt.horizontal")
                .font(.system(size: 64))
                .foregroundColor(.blue)
        }
        .padding(8)
    }
}
