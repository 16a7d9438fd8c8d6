# Mekuri's production image (docs/operations/release.md). The build steps are
# build/release-image-steps.sh, which CI runs on its own machine, so the recipe is tested where no
# image can be built (decision 081).

# NODE_IMAGE: another name for the same base, e.g. a registry mirror's (release.md).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
RUN build/release-image-steps.sh build /src \
 && build/release-image-steps.sh assemble /src/dist/release /app

FROM ${NODE_IMAGE}
COPY build/release-image-steps.sh /usr/local/bin/mekuri-image-steps
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      $(mekuri-image-steps runtime-packages) \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system mekuri \
 && useradd --system --gid mekuri --home-dir /app --shell /usr/sbin/nologin mekuri \
 && mkdir -p /data \
 && chown mekuri:mekuri /data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
USER mekuri
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
VOLUME /data
EXPOSE 3000
# /readyz: 200 while the database answers and the process is not shedding load.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "server.mjs"]
# `docker run … mekuri migrate` or `… seed` runs a command instead of the server.
CMD []
