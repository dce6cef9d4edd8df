import SwiftUI

struct CountdownBadge: View {
    let seconds: Int
    var body: some View {
        Text(String(format: "%02d:%02d", seconds / 60, seconds % 60))
            .font(.system(.title3, design: .rounded).monospacedDigit())
            .padding(.horizontal, 10)
            .frame(height: 32)
            .background(Capsule().fill(Color.black))
            .foregroundColor(.white)
    }
}
