import SwiftUI

struct BorderedAvatar: View {
    let ring = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1).cgColor
    var body: some View {
        ZStack {
            Color(cgColor: ring)
            Color(red: Double(ring.components?[0] ?? 0), green: 1, blue: 0)
                .frame(width: 20, height: 20)
        }
        .frame(width: 60, height: 60)
    }
}
