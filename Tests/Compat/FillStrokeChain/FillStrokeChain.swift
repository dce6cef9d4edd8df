import SwiftUI

struct RingDot: View {
    var body: some View {
        Circle()
            .fill(.blue)
            .stroke(.black, lineWidth: 8)
            .frame(width: 60, height: 60)
    }
}
