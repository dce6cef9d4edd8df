import SwiftUI

/// A stand-in photo: sky, sun and hills, drawn so the editor has something to work on.
struct SamplePhoto: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(.yellow)
                .frame(width: 44, height: 44)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding(20)
            Ellipse()
                .fill(.green)
                .frame(height: 90)
                .offset(y: 40)
        }
        .clipped()
    }
}

struct PhotoFilter: Identifiable {
    let id: String
    let saturation: Double
    let multiply: Color
}

/// The edited photo on the leading side of the split, the original on the trailing side.
struct BeforeAfterSplit: View {
    let split: CGFloat

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                SamplePhoto()
                    .saturation(0)
                SamplePhoto()
                    .mask(alignment: .leading) {
                        Rectangle()
                            .frame(width: proxy.size.width * split)
                    }
                Rectangle()
                    .fill(.white)
                    .frame(width: 2)
                    .position(x: proxy.size.width * split, y: proxy.size.height / 2)
            }
        }
    }
}

/// A crop rectangle: the photo dimmed outside it, a dashed border and rule-of-thirds lines inside it.
struct CropOverlay: View {
    let crop: CGRect

    var body: some View {
        GeometryReader { proxy in
            let bounds = CGRect(origin: .zero, size: proxy.size)
            let rect = CGRect(x: crop.minX * bounds.width, y: crop.minY * bounds.height,
                              width: crop.width * bounds.width, height: crop.height * bounds.height)
            ZStack {
                Path { path in
                    path.addRect(bounds)
                    path.addRect(rect)
                }
                .fill(Color.black.opacity(0.55), style: FillStyle(eoFill: true))

                Path { path in
                    for third in 1...2 {
                        let x = rect.minX + rect.width * CGFloat(third) / 3
                        let y = rect.minY + rect.height * CGFloat(third) / 3
                        path.move(to: CGPoint(x: x, y: rect.minY))
                        path.addLine(to: CGPoint(x: x, y: rect.maxY))
                        path.move(to: CGPoint(x: rect.minX, y: y))
                        path.addLine(to: CGPoint(x: rect.maxX, y: y))
                    }
                }
                .stroke(Color.white.opacity(0.6), lineWidth: 0.5)

                Rectangle()
                    .path(in: rect)
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 2, dash: [8, 6]))
            }
        }
    }
}

struct AdjustmentSlider: View {
    let title: String
    let value: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title)
                Spacer()
                Text(value, format: .number.precision(.fractionLength(0)))
                    .monospacedDigit()
            }
            .font(.caption)
            .foregroundStyle(.white)
            GeometryReader { proxy in
                let center = proxy.size.width / 2
                let offset = center * CGFloat(value / 100)
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.white.opacity(0.2))
                        .frame(height: 4)
                    Capsule()
                        .fill(Color.yellow)
                        .frame(width: abs(offset), height: 4)
                        .offset(x: min(center, center + offset))
                    Circle()
                        .fill(.white)
                        .frame(width: 18, height: 18)
                        .offset(x: center + offset - 9)
                }
                .frame(maxHeight: .infinity)
            }
            .frame(height: 18)
        }
    }
}

struct FilterStrip: View {
    let filters: [PhotoFilter]
    let selected: String

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(filters) { filter in
                    VStack(spacing: 4) {
                        SamplePhoto()
                            .saturation(filter.saturation)
                            .colorMultiply(filter.multiply)
                            .frame(width: 56, height: 56)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                            .overlay {
                                if filter.id == selected {
                                    RoundedRectangle(cornerRadius: 8)
                                        .strokeBorder(Color.yellow, lineWidth: 3)
                                }
                            }
                        Text(filter.id)
                            .font(.caption2)
                            .foregroundStyle(filter.id == selected ? Color.yellow : Color.white)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct PhotoEditorScreen: View {
    let filters: [PhotoFilter]
    let selectedFilter: String
    let exposure: Double

    var body: some View {
        VStack(spacing: 14) {
            HStack {
                ForEach(["crop.rotate", "slider.horizontal.3", "camera.filters", "wand.and.stars"], id: \.self) { name in
                    Button {} label: {
                        Image(systemName: name)
                            .font(.title3)
                            .frame(maxWidth: .infinity)
                    }
                    .tint(.white)
                }
            }
            .padding(.horizontal)

            HStack(spacing: 8) {
                BeforeAfterSplit(split: 0.5)
                ZStack {
                    SamplePhoto()
                    CropOverlay(crop: CGRect(x: 0.15, y: 0.2, width: 0.7, height: 0.6))
                }
            }
            .frame(height: 170)
            .padding(.horizontal)

            AdjustmentSlider(title: "Exposure", value: exposure)
                .padding(.horizontal)

            FilterStrip(filters: filters, selected: selectedFilter)
        }
        .padding(.vertical)
        .background(Color.black)
    }
}
