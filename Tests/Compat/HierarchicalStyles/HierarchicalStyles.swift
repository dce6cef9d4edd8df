import SwiftUI

struct StatRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(.quaternary).frame(width: 40)
            Rectangle().fill(Color.blue.secondary).frame(width: 40)
            Rectangle().fill(.tint.tertiary).frame(width: 40)
        }
        .frame(height: 30)
    }
}
