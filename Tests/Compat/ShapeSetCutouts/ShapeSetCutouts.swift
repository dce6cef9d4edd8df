import SwiftUI

// Badges and gauges cut with iOS 17's shape set operations, as design systems draw them: a progress
// ring made by subtracting an inset circle, a plate with a round window, a lens where two discs
// overlap, two discs with their overlap removed, and a dial outline with a gap cut by a band.

private let ink = Color(red: 0.1, green: 0.3, blue: 0.9)

struct CutoutRing: View {
    var body: some View {
        Circle()
            .subtracting(Circle().inset(by: 15))
            .fill(ink)
    }
}

struct WindowPlate: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .subtracting(Circle().scale(0.5))
            .fill(Color(red: 1, green: 0.55, blue: 0))
    }
}

struct OverlapLens: View {
    var body: some View {
        Circle()
            .intersection(Circle().offset(x: 30))
            .fill(Color(red: 0.1, green: 0.7, blue: 0.3))
    }
}

struct ExclusiveDiscs: View {
    var body: some View {
        Circle()
            .symmetricDifference(Circle().offset(x: 20))
            .fill(Color(red: 0.5, green: 0.2, blue: 0.7))
    }
}

struct GappedDial: View {
    var body: some View {
        Circle()
            .lineSubtraction(Rectangle().size(width: 60, height: 20))
            .stroke(Color(red: 0.9, green: 0.1, blue: 0.1), lineWidth: 4)
    }
}

struct CutoutShelf: View {
    var body: some View {
        HStack(spacing: 20) {
            CutoutRing().frame(width: 60, height: 60)
            WindowPlate().frame(width: 60, height: 60)
            OverlapLens().frame(width: 60, height: 60)
            ExclusiveDiscs().frame(width: 60, height: 60)
                .padding(.trailing, 20)
            GappedDial().frame(width: 60, height: 60)
        }
        .padding(20)
        .background(Color(white: 0.85))
    }
}
