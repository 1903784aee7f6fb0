import { Module } from '@nestjs/common';
import { BannersController, PublicBannersController } from './banners.controller';
import { BannerImages, BannersRepository } from './banners.repository';
import { BannersService } from './banners.service';

/** The public home page's banners. */
@Module({
  controllers: [BannersController, PublicBannersController],
  providers: [BannersRepository, BannerImages, BannersService],
})
export class BannersModule {}
