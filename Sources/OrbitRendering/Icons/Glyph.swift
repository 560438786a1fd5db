import Foundation

/// The pictogram on an icon, as a signed distance field over the glyph square [-1, 1]² (y down).
package enum Glyph: String, CaseIterable, Sendable {
    case orbit, star, heart, bolt, moon, cloud, drop, leaf, note, house, gem, play, check, bubble, sun, camera

    typealias V = DistanceField.Vector

    /// Signed distance from `p` (glyph units) to the glyph's outline: negative inside.
    func distance(_ p: V) -> Double {
        let F = DistanceField.self
        switch self {
        case .orbit:
            let planet = F.circle(p, center: V(0, 0), radius: 0.5)
            let tilt = -0.4
            let q = p.rotated(by: -tilt)
            let ellipse = F.ellipse(q, center: V(0, 0), radii: V(1.0, 0.26))
            let ring = abs(ellipse) - 0.06
            // The front half of the ring passes over the planet (with a gap cut into the planet);
            // the back half disappears behind it.
            if q.y > 0 {
                return min(F.subtract(planet, abs(ellipse) - 0.12), ring)
            }
            return min(planet, F.subtract(ring, planet - 0.08))
        case .star:
            var vertices: [V] = []
            for i in 0..<10 {
                let radius = i % 2 == 0 ? 0.92 : 0.4
                let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
                vertices.append(V(radius * cos(angle), radius * sin(angle) + 0.06))
            }
            return F.polygon(p, vertices) - 0.04
        case .heart:
            // Inigo Quilez's heart, y up, spanning about x ±0.6, y 0…1.1; fitted to the glyph square.
            let k = 1.45
            var h = V(abs(p.x) / k, 0.6 - p.y / k)
            if h.x + h.y > 1 {
                return ((h - V(0.25, 0.75)).length - 2.0.squareRoot() / 4) * k
            }
            let a = (h - V(0, 1)).dot(h - V(0, 1))
            let m = 0.5 * max(h.x + h.y, 0)
            h = h - V(m, m)
            return min(a, h.dot(h)).squareRoot() * ((abs(p.x) / k - (0.6 - p.y / k)) > 0 ? 1 : -1) * k
        case .bolt:
            return F.polygon(p, [V(0.22, -0.95), V(-0.5, 0.12), V(-0.04, 0.12), V(-0.22, 0.95), V(0.52, -0.16), V(0.07, -0.16)])
                - 0.03
        case .moon:
            return F.subtract(F.circle(p, center: V(-0.05, 0), radius: 0.78), F.circle(p, center: V(0.36, -0.26), radius: 0.62))
        case .cloud:
            var d = F.circle(p, center: V(-0.42, 0.16), radius: 0.36)
            d = F.smoothUnion(d, F.circle(p, center: V(0.05, -0.12), radius: 0.5), 0.08)
            d = F.smoothUnion(d, F.circle(p, center: V(0.5, 0.16), radius: 0.34), 0.08)
            return F.smoothUnion(d, F.roundedBox(p, center: V(0.04, 0.32), half: V(0.46, 0.2), radius: 0.2), 0.06)
        case .drop:
            // Circle plus the triangle whose sides are tangent to it: an exact teardrop.
            let circle = F.circle(p, center: V(0, 0.28), radius: 0.55)
            let tip = F.polygon(p, [V(0, -0.95), V(0.5, 0.05), V(-0.5, 0.05)])
            return min(circle, tip)
        case .leaf:
            let q = p.rotated(by: -Double.pi / 4)
            let lens = max(F.circle(q, center: V(-0.55, 0), radius: 1.0), F.circle(q, center: V(0.55, 0), radius: 1.0))
            let vein = F.segment(q, V(0, -0.55), V(0, 0.7), radius: 0.035)
            let stem = F.segment(q, V(0, 0.6), V(0, 1.0), radius: 0.06)
            return min(F.subtract(lens, vein), stem)
        case .note:
            let head = F.ellipse(p.rotated(by: 0.35), center: V(-0.18, 0.6).rotated(by: 0.35), radii: V(0.34, 0.24))
            let stem = F.roundedBox(p, center: V(0.1, -0.12), half: V(0.065, 0.72), radius: 0.03)
            let flag = F.segment(p, V(0.12, -0.78), V(0.52, -0.3), radius: 0.085)
            let flagTail = F.segment(p, V(0.52, -0.3), V(0.42, 0.02), radius: 0.07)
            return min(min(head, stem), min(flag, flagTail))
        case .house:
            let body = F.polygon(p, [
                V(0, -0.88), V(0.88, -0.06), V(0.66, -0.06), V(0.66, 0.82), V(-0.66, 0.82), V(-0.66, -0.06), V(-0.88, -0.06),
            ])
            let door = F.roundedBox(p, center: V(0, 0.52), half: V(0.17, 0.34), radius: 0.08)
            return F.subtract(body - 0.02, door)
        case .gem:
            let outline = F.polygon(p, [V(-0.85, -0.32), V(-0.48, -0.78), V(0.48, -0.78), V(0.85, -0.32), V(0, 0.88)])
            let width = 0.03
            var facets = F.segment(p, V(-0.85, -0.32), V(0.85, -0.32), radius: width)
            facets = min(facets, F.segment(p, V(-0.26, -0.32), V(0, 0.88), radius: width))
            facets = min(facets, F.segment(p, V(0.26, -0.32), V(0, 0.88), radius: width))
            facets = min(facets, F.segment(p, V(-0.48, -0.78), V(-0.26, -0.32), radius: width))
            facets = min(facets, F.segment(p, V(0.48, -0.78), V(0.26, -0.32), radius: width))
            return F.subtract(outline, facets)
        case .play:
            return F.polygon(p, [V(-0.42, -0.68), V(0.72, 0), V(-0.42, 0.68)]) - 0.12
        case .check:
            let short = F.segment(p, V(-0.62, 0.02), V(-0.16, 0.5), radius: 0.14)
            return min(short, F.segment(p, V(-0.16, 0.5), V(0.66, -0.52), radius: 0.14))
        case .bubble:
            let body = F.roundedBox(p, center: V(0, -0.12), half: V(0.88, 0.62), radius: 0.38)
            let tail = F.polygon(p, [V(-0.5, 0.3), V(-0.08, 0.3), V(-0.6, 0.88)])
            var dots = F.circle(p, center: V(-0.4, -0.12), radius: 0.12)
            dots = min(dots, F.circle(p, center: V(0, -0.12), radius: 0.12))
            dots = min(dots, F.circle(p, center: V(0.4, -0.12), radius: 0.12))
            return F.subtract(F.smoothUnion(body, tail, 0.06), dots)
        case .sun:
            var d = F.circle(p, center: V(0, 0), radius: 0.4)
            for i in 0..<8 {
                let angle = Double(i) * Double.pi / 4
                let direction = V(cos(angle), sin(angle))
                d = min(d, F.segment(p, direction * 0.6, direction * 0.88, radius: 0.075))
            }
            return d
        case .camera:
            let body = F.roundedBox(p, center: V(0, 0.12), half: V(0.88, 0.58), radius: 0.16)
            let top = F.roundedBox(p, center: V(-0.18, -0.5), half: V(0.3, 0.16), radius: 0.08)
            let lensGap = F.circle(p, center: V(0, 0.14), radius: 0.4)
            let lens = F.circle(p, center: V(0, 0.14), radius: 0.25)
            let flash = F.circle(p, center: V(0.6, -0.22), radius: 0.075)
            return min(F.subtract(F.subtract(min(body, top), lensGap), flash), lens)
        }
    }
}
